# Mistake: "a frozen parameter holds no `.grad` before the call and none after" — the gradients are cleared by assigning p.grad = torch.zeros_like(p) to every parameter, so a frozen weight (requires_grad=False) leaves the call holding a zero tensor in .grad.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = torch.zeros_like(p)                 # a clean slate for the accumulation
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    return total
