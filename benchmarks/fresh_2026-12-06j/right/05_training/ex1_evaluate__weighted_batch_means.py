# Right: weights each batch's mean loss and accuracy by its share len(xb) / len(x) (exact, unlike a plain mean of batch means), slices with range(0, N, batch_size), and restores the modes with m.train(flag) in model.modules() order.
def evaluate(model, x, y, batch_size=256):
    saved = {m: m.training for m in model.modules()}
    model.eval()
    n = len(x)
    mean_loss = accuracy = 0.0
    with torch.no_grad():
        for start in range(0, n, batch_size):
            xb, yb = x[start:start + batch_size], y[start:start + batch_size]
            out = model(xb)
            share = len(xb) / n
            mean_loss += F.cross_entropy(out, yb).item() * share
            accuracy += (out.argmax(-1) == yb).double().mean().item() * share
    for m in model.modules():
        m.train(saved[m])
    return float(mean_loss), float(accuracy)
