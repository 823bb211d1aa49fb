# Right: another algorithm: backpropagates each micro-batch's summed loss unscaled, then divides every accumulated .grad by B once after the loop (frozen parameters keep None); the returned mean is the summed loss over B.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    B = len(x)
    summed = 0.0
    for start in range(0, B, micro_batch_size):
        xb, yb = x[start:start + micro_batch_size], y[start:start + micro_batch_size]
        loss = F.cross_entropy(model(xb), yb, reduction="sum")
        loss.backward()
        summed += loss.item()
    with torch.no_grad():
        for p in model.parameters():
            if p.grad is not None:
                p.grad.div_(B)
    return summed / B
