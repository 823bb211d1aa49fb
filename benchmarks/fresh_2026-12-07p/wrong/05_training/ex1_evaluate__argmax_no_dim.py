# Mistake: "`accuracy`, the fraction of **all** examples whose argmax prediction is right": out.argmax() without dim=1 takes the argmax of the flattened batch, one number compared with every label, so the accuracy is wrong for any batch of more than one example.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    loss_sum, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            loss_sum += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax() == yb).sum().item()
    for m, flag in modes.items():
        m.train(flag)
    return loss_sum / len(x), correct / len(x)
