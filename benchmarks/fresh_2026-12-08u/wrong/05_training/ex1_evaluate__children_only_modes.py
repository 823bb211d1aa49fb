# Mistake: "the caller's mode restored for every submodule": only the model's direct children's flags are saved and restored, so a BatchNorm the caller froze in eval mode inside a nested block is switched back to training by the parent block's train().
def evaluate(model, x, y, batch_size=256):
    was_training = model.training
    child_modes = [(child, child.training) for child in model.children()]
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    model.train(was_training)
    for child, mode in child_modes:
        child.train(mode)
    return loss_sum / len(x), correct / len(x)
