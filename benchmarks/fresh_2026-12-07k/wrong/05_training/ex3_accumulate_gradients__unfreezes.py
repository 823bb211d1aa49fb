# Mistake: "a frozen parameter holds no .grad before the call and none after" (the caller's model as the reference leaves it): model.requires_grad_(True), to make sure every parameter gets a gradient, unfreezes a frozen weight, which then gets a .grad and stays trainable
def accumulate_gradients(model, x, y, micro_batch_size):
    model.requires_grad_(True)
    model.zero_grad(set_to_none=True)
    n = len(x)
    total = 0.0
    for start in range(0, n, micro_batch_size):
        xb, yb = x[start:start + micro_batch_size], y[start:start + micro_batch_size]
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / n)
        loss.backward()
        total += loss.item()
    return total
