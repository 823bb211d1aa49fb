# Right: gradients set to None by hand; each micro-batch's mean loss weighted by n / B; index-based slicing; the returned value accumulated from detached losses.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    B = x.shape[0]
    running = torch.zeros((), dtype=torch.float64)
    for start in range(0, B, micro_batch_size):
        xb, yb = x[start:start + micro_batch_size], y[start:start + micro_batch_size]
        weighted = F.cross_entropy(model(xb), yb) * (xb.shape[0] / B)
        weighted.backward()
        running += weighted.detach().double().cpu()
    return float(running)
