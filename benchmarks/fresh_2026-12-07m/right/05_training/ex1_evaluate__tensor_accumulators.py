# Right: keeps the summed loss and the count of hits as tensors on x's device (one read-back at the end), and restores each module with m.train(flag) in modules() order (parents first, so a child's own flag, set after its parent's recursive train(), wins).
def evaluate(model, x, y, batch_size=256):
    flags = {m: m.training for m in model.modules()}
    model.eval()
    loss_total = x.new_zeros((), dtype=torch.float64)
    hit_total = torch.zeros((), dtype=torch.int64, device=x.device)
    try:
        with torch.no_grad():
            for start in range(0, len(x), batch_size):
                xb, yb = x[start:start + batch_size], y[start:start + batch_size]
                out = model(xb)
                loss_total += F.cross_entropy(out, yb, reduction="sum").double()
                hit_total += (out.argmax(dim=1) == yb).sum()
    finally:
        for m, flag in flags.items():
            m.train(flag)
    return loss_total.item() / len(x), hit_total.item() / len(x)
