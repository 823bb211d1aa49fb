# Right: a DataLoader over a TensorDataset (in order; drawing its base seed is allowed), inference_mode, tensors collected and reduced once at the end; modes restored by m.train(flag) in modules() pre-order, so each child's own flag is applied after its parent's recursive call
from torch.utils.data import DataLoader, TensorDataset


def evaluate(model, x, y, batch_size=256):
    saved = [(m, m.training) for m in model.modules()]
    model.train(False)
    losses, hits = [], []
    with torch.inference_mode():
        for xb, yb in DataLoader(TensorDataset(x, y), batch_size=batch_size, shuffle=False):
            logits = model(xb)
            losses.append(torch.nn.functional.cross_entropy(logits.double(), yb, reduction="none"))
            hits.append(logits.argmax(dim=1).eq(yb))
    for m, flag in saved:
        m.train(flag)
    mean_loss = torch.cat(losses).sum().item() / len(x)
    accuracy = torch.cat(hits).sum().item() / len(x)
    return float(mean_loss), float(accuracy)
