# Mistake: "the cross-entropy averaged over all examples ... sum over examples and divide by len(x)": divides by n_batches * batch_size, which is more than len(x) whenever the last batch is smaller (e.g. 5 examples in batches of 2: divides by 6), so the loss and the accuracy come out too small.
def evaluate(model, x, y, batch_size=256):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    batches = list(zip(x.split(batch_size), y.split(batch_size)))
    total_loss = total_right = 0.0
    with torch.inference_mode():
        for xb, yb in batches:
            out = model(xb)
            total_loss += F.cross_entropy(out, yb).item() * batch_size
            total_right += (out.argmax(1) == yb).float().mean().item() * batch_size
    for m, mode in modes.items():
        m.train(mode)
    seen = len(batches) * batch_size
    return total_loss / seen, total_right / seen
