# Right: runs the model under torch.inference_mode(), then computes the loss on a cloned label vector whose unusable rows are set to ignore_index (-100), with reduction="sum" divided by the count of usable rows.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = set()
    row_ok = torch.isfinite(x).reshape(x.shape[0], -1).all(dim=1)
    label_ok = (y >= 0) & (y < num_classes)
    if not bool(row_ok.all()):
        found.add("nonfinite_inputs")
    if not bool(label_ok.all()):
        found.add("labels_out_of_range")
    with torch.inference_mode():
        logits = model(x)
        if logits.dim() != 2 or logits.shape[0] != x.shape[0] or logits.shape[1] != num_classes:
            found.add("bad_output_shape")
            return found
        usable = row_ok & label_ok
        count = int(usable.sum())
        if count:
            target = torch.where(usable, y, torch.full_like(y, -100))
            safe_logits = torch.where(usable[:, None], logits, torch.zeros_like(logits))
            loss = F.cross_entropy(safe_logits, target, ignore_index=-100, reduction="sum").item() / count
            if abs(loss - math.log(num_classes)) > tol:
                found.add("initial_loss_off")
    return found
