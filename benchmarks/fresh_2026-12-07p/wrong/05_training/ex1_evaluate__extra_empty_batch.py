# Mistake: "every example once ... the cross-entropy averaged over **all** examples": the batch count len(x) // batch_size + 1 is one too many when len(x) is a multiple of batch_size, so the model also runs on an empty batch whose mean cross-entropy is NaN, and NaN * 0 makes mean_loss NaN (N=4, batch_size=2).
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for i in range(len(x) // batch_size + 1):
            xb, yb = x[i * batch_size:(i + 1) * batch_size], y[i * batch_size:(i + 1) * batch_size]
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb).item() * len(xb)
            correct += (out.argmax(dim=1) == yb).sum().item()
    for m, flag in modes.items():
        m.training = flag
    return loss_sum / len(x), correct / len(x)
