# Right: uses reduction="sum" and divides by B instead of weighting each micro-batch mean by n / B; clears with set_to_none=True.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = x.shape[0]
    running = 0.0
    for start in range(0, B, micro_batch_size):
        xb, yb = x[start:start + micro_batch_size], y[start:start + micro_batch_size]
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        running += loss.item()
    return running
