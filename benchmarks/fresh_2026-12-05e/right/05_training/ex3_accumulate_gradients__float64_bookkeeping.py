# Right: clears only the parameters that require gradients (p.grad = None), weights each mean by n / B, and accumulates the returned loss as sum(mean * n) / B in Python floats
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        if p.requires_grad:
            p.grad = None
    B = len(x)
    weighted_sum = 0.0
    criterion = nn.CrossEntropyLoss()
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        n = xb.shape[0]
        mean_loss = criterion(model(xb), yb)
        (mean_loss * (n / B)).backward()
        weighted_sum += mean_loss.item() * n
    return weighted_sum / B
