# Approach: torch.inference_mode(), model.train(False), the mode restored in a finally block.
def evaluate(model, x, y, batch_size=256):
    mode = [(m, m.training) for m in model.modules()]
    model.train(False)
    try:
        loss_sum, n_right = 0.0, 0
        with torch.inference_mode():
            for start in range(0, len(x), batch_size):
                xb, yb = x[start:start + batch_size], y[start:start + batch_size]
                logits = model(xb)
                loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
                n_right += int((logits.argmax(-1) == yb).sum())
    finally:
        for m, t in mode:
            m.train(t)
    return loss_sum / len(x), n_right / len(x)
