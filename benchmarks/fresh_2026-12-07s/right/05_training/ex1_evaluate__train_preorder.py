# Right: restores with m.train(flag) in model.modules() order (parents before children, so each child's own call comes last), and weights each batch's mean loss and accuracy by its size.
def evaluate(model, x, y, batch_size=256):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    n = x.shape[0]
    loss_total, acc_total = 0.0, 0.0
    with torch.no_grad():
        for start in range(0, n, batch_size):
            xb, yb = x[start:start + batch_size], y[start:start + batch_size]
            logits = model(xb)
            k = xb.shape[0]
            loss_total += F.cross_entropy(logits, yb).item() * k
            acc_total += (logits.argmax(1) == yb).float().sum().item()
    for m, flag in modes:
        m.train(flag)
    return loss_total / n, acc_total / n
