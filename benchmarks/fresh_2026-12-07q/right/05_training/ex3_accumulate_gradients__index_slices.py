# Right: slices by index range, accumulates the detached weighted losses as a tensor and reads it once at the end.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = len(x)
    running = None
    for start in range(0, B, micro_batch_size):
        xb, yb = x[start:start + micro_batch_size], y[start:start + micro_batch_size]
        weight = xb.shape[0] / B
        loss = F.cross_entropy(model(xb), yb).mul(weight)
        loss.backward()
        running = loss.detach() if running is None else running + loss.detach()
    return running.item()
