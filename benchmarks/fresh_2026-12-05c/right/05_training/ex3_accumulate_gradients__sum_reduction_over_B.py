# Right: per micro-batch the summed cross-entropy divided by B (the same as mean * n / B), index-range slicing instead of split, backward before the next forward
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    running = 0.0
    for start in range(0, B, micro_batch_size):
        xb = x[start:start + micro_batch_size]
        yb = y[start:start + micro_batch_size]
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        running += float(loss.detach())
    return running
