# Mistake: "run every forward pass ... **without recording a graph** (`torch.no_grad()` or `torch.inference_mode()`)" and "possibly a frozen weight (`requires_grad=False`)" — it switches requires_grad off on every parameter instead of using no_grad, runs with grad mode still on, and afterwards sets requires_grad=True on all of them: the caller's frozen weight comes back trainable.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    for p in model.parameters():
        p.requires_grad_(False)
    loss_sum, correct = 0.0, 0
    for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
        logits = model(xb)
        loss_sum += F.cross_entropy(logits, yb, reduction="sum").item()
        correct += (logits.argmax(dim=1) == yb).sum().item()
    for p in model.parameters():
        p.requires_grad_(True)
    for m, mode in modes.items():
        m.train(mode)
    return loss_sum / len(x), correct / len(x)
