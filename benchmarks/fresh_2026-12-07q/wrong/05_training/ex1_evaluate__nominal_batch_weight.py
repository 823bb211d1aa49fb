# Mistake: "`mean_loss`, the cross-entropy averaged over **all** examples ... With a smaller last batch, the mean of the per-batch means is *not* that" -- each batch's mean loss is weighted by batch_size, not by the batch's real size, so the smaller last batch counts as a full one (300 examples in batches of 128: the last 44 weigh like 128).
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, correct = 0.0, 0.0
    with torch.inference_mode():
        for start in range(0, len(x), batch_size):
            xb, yb = x[start:start + batch_size], y[start:start + batch_size]
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb).item() * batch_size
            correct += (out.argmax(1) == yb).sum().item()
    for m, flag in modes.items():
        m.training = flag
    return float(loss_sum / len(x)), float(correct / len(x))
