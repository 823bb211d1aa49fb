# Mistake: "the cross-entropy averaged over **all** examples ... With a smaller last batch ... sum over examples and divide by `len(x)`" — weights each batch's mean loss by batch_size instead of the batch's real size, so the smaller last batch counts as a full one (e.g. 300 examples in batches of 128).
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_total, correct = 0.0, 0
    with torch.no_grad():
        for start in range(0, len(x), batch_size):
            xb, yb = x[start:start + batch_size], y[start:start + batch_size]
            out = model(xb)
            loss_total += F.cross_entropy(out, yb).item() * batch_size
            correct += (out.argmax(1) == yb).sum().item()
    for m, flag in modes.items():
        m.training = flag
    return loss_total / len(x), correct / len(x)
