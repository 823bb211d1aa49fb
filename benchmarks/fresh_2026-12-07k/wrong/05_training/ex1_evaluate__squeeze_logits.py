# Mistake: "(no squeeze() that drops the batch dimension)" with "C classes (1, 2, 3 or 5)": the logits are squeezed before argmax(-1), so with C = 1 the (N, 1) logits become (N,) and the argmax runs over the batch instead of the classes: the accuracy is wrong whenever N > 1 and the largest logit is not the first example's
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, hits = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            hits += (out.squeeze().argmax(-1) == yb).sum().item()
    for m, mode in modes.items():
        m.training = mode
    return loss_sum / len(x), hits / len(x)
