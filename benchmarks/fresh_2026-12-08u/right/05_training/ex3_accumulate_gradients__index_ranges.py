# Right: walks index ranges with range(0, B, m), zeroes existing gradients in place (p.grad.zero_()) rather than setting them to None, and accumulates the loss as a float64 tensor read once.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        if p.grad is not None:
            p.grad.detach_()
            p.grad.zero_()
    B = x.shape[0]
    running = torch.zeros((), dtype=torch.float64)
    for start in range(0, B, micro_batch_size):
        xb, yb = x[start:start + micro_batch_size], y[start:start + micro_batch_size]
        n = xb.shape[0]
        loss = F.cross_entropy(model(xb), yb) * (n / B)
        loss.backward()
        running += loss.detach().double().cpu()
    return running.item()
