# Mistake: "run every forward pass in **eval mode**" — only turns off the graph; in a training model BatchNorm uses (and updates) batch statistics and Dropout stays on
def evaluate(model, x, y, batch_size=256):
    total_loss, correct = 0.0, 0
    with torch.no_grad():
        for xb, yb in zip(x.split(batch_size), y.split(batch_size)):
            out = model(xb)
            total_loss += F.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(1) == yb).sum().item()
    return total_loss / len(x), correct / len(x)
