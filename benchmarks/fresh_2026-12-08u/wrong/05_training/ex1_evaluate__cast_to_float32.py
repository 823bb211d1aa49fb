# Mistake: "x: a float tensor ... in the model's dtype (float32 or float64)": every batch is cast with xb.float() "to be safe", so a float64 model gets float32 inputs and the forward pass fails with a dtype mismatch.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb.float())
            loss_sum += F.cross_entropy(out, yb.long(), reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    for m, mode in modes.items():
        m.training = mode
    return loss_sum / len(x), correct / len(x)
