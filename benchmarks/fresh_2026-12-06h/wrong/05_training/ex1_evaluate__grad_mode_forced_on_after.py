# Mistake: "a caller under `torch.no_grad()` (the result as the reference's)" / "the inputs come back unchanged and global state as found" — grad mode is switched with the function form torch.set_grad_enabled(False) and switched back with set_grad_enabled(True) without remembering the caller's setting, so a caller that evaluates inside torch.no_grad() finds gradients enabled again for the rest of its block.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    torch.set_grad_enabled(False)
    try:
        loss_sum, correct = 0.0, 0
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    finally:
        torch.set_grad_enabled(True)
        for m, was_training in modes.items():
            m.train(was_training)
    return loss_sum / len(x), correct / len(x)
