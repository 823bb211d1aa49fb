# Right: records every submodule's flag, evaluates under inference_mode with summed (not averaged) cross-entropy accumulated in float64, counts correct predictions as an int, restores each module's own flag in a finally block (setting the attribute directly, no recursion), returns Python floats.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total_loss, correct = 0.0, 0
    try:
        with torch.inference_mode():
            for start in range(0, len(x), batch_size):
                xb, yb = x[start:start + batch_size], y[start:start + batch_size]
                logits = model(xb)
                total_loss += F.cross_entropy(logits, yb, reduction="sum").double().item()
                correct += int((logits.argmax(dim=1) == yb).sum().item())
    finally:
        for m, flag in modes.items():
            m.training = flag
    return total_loss / len(x), correct / len(x)
