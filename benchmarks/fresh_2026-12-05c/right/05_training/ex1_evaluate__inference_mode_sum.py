# Right: per-module modes saved and restored in a finally block, eval mode and inference_mode for the forwards, summed losses and hits divided by len(x)
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        loss_sum, hits = 0.0, 0
        with torch.inference_mode():
            for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
                logits = model(xb)
                loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
                hits += int((logits.argmax(dim=1) == yb).sum())
    finally:
        for m, flag in modes.items():
            m.training = flag
    return float(loss_sum / len(x)), float(hits / len(x))
