# Mistake: "`x`: a float tensor ... in the model's dtype (`float32` or `float64`)" — casts every batch to float32 (x.float()) "to be safe", which fails against a float64 model (mat1 and mat2 dtype mismatch)
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    total_loss, correct = 0.0, 0
    try:
        with torch.inference_mode():
            for start in range(0, len(x), batch_size):
                xb, yb = x[start:start + batch_size].float(), y[start:start + batch_size]
                logits = model(xb)
                total_loss += torch.nn.functional.cross_entropy(logits, yb, reduction="sum").item()
                correct += (logits.argmax(dim=1) == yb).sum().item()
    finally:
        for m, flag in modes.items():
            m.training = flag
    return total_loss / len(x), correct / len(x)
