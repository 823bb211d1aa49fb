# Mistake: "leave the model as it found it" / "possibly ... gradients of an earlier step already in `.grad`" — evaluate starts with model.zero_grad() "to start clean", which throws away the gradients the caller had accumulated (e.g. between accumulation steps, or for logging) although evaluation never touches them.
def evaluate(model, x, y, batch_size=256):
    model.zero_grad()
    flags = [(m, m.training) for m in model.modules()]
    model.eval()
    loss_total = torch.zeros((), dtype=torch.float64)
    correct = 0
    with torch.inference_mode():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            logits = model(xb)
            loss_total += F.cross_entropy(logits, yb, reduction="sum").double()
            correct += (logits.argmax(dim=1) == yb).sum().item()
    for m, flag in flags:
        m.training = flag
    return float(loss_total) / len(x), correct / len(x)
