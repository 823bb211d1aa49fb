# Right: weights each batch's mean loss and accuracy by its size (equivalent to per-example sums), uses inference_mode and index slicing, and restores modes with m.train(flag) in modules() order (each parent before its children, so the children's own flags win)
def evaluate(model, x, y, batch_size=256):
    flags = {m: m.training for m in model.modules()}
    model.eval()
    n = len(x)
    loss_total = acc_total = 0.0
    with torch.inference_mode():
        for start in range(0, n, batch_size):
            xb, yb = x[start:start + batch_size], y[start:start + batch_size]
            logits = model(xb)
            k = len(xb)
            loss_total += F.cross_entropy(logits, yb).item() * k
            acc_total += (logits.argmax(1) == yb).float().mean().item() * k
    for m in model.modules():
        m.train(flags[m])
    return loss_total / n, acc_total / n
