# Mistake: "a caller whose notebook runs on an accelerator (`run.device` is a GPU) while the arguments above stay where they are: ... use the arguments'" — moves every batch to run.device, as train_one_epoch does, so on a GPU notebook a model and data left on the CPU fail with a device mismatch.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_total, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size):
            xb, yb = xb.to(run.device), yb.to(run.device)
            out = model(xb)
            loss_total += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(dim=1) == yb).sum().item()
    for m, mode in modes.items():
        m.train(mode)
    return loss_total / len(x), correct / len(x)
