# Right: restores each flag with m.train(flag) in model.modules() order (pre-order, so a parent's recursive train() is overridden by its children's own calls afterwards), and collects logits to compute the loss and accuracy once on the concatenation.
def evaluate(model, x, y, batch_size=256):
    saved = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        with torch.no_grad():
            logits = torch.cat([model(xb) for xb in x.split(batch_size)])
        loss = F.cross_entropy(logits, y).item()
        accuracy = (logits.argmax(dim=1) == y).double().mean().item()
    finally:
        for m, flag in saved:
            m.train(flag)
    return float(loss), float(accuracy)
