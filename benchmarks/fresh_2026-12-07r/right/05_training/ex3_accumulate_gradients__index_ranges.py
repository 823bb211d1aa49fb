# Right: slices with index ranges, clears with a loop setting .grad = None, and sums the weighted losses as a detached tensor read once at the end.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    B = x.shape[0]
    total = None
    for start in range(0, B, micro_batch_size):
        xb, yb = x[start:start + micro_batch_size], y[start:start + micro_batch_size]
        loss = F.cross_entropy(model(xb), yb) * (xb.shape[0] / B)
        loss.backward()
        total = loss.detach() if total is None else total + loss.detach()
    return total.item()
