# Mistake: "a frozen parameter holds no `.grad` before the call and none after": clears by setting every parameter's .grad to zeros, so a frozen weight comes back holding a zero .grad.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = torch.zeros_like(p)
    B = x.shape[0]
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        share = xb.shape[0] / B
        loss = F.cross_entropy(model(xb), yb) * share
        loss.backward()
        total += loss.item()
    return total
