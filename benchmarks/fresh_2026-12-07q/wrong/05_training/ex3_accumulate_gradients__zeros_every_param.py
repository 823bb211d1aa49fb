# Mistake: "a frozen parameter holds no `.grad` before the call and none after" -- it prepares the accumulators with p.grad = torch.zeros_like(p) on every parameter, frozen ones included, so a frozen weight leaves with a zero .grad instead of None.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = torch.zeros_like(p)
    B, total = len(x), 0.0
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        part = F.cross_entropy(model(xb), yb) * xb.shape[0] / B
        part.backward()
        total += part.item()
    return total
