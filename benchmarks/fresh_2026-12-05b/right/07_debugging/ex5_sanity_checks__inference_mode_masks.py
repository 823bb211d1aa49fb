# Right: boolean masks for finite rows and labels in range, model run under torch.inference_mode(), loss over the usable rows only, skipped when none.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = set()
    n = x.shape[0]
    finite_rows = torch.isfinite(x).flatten(1).all(dim=1) if x.dim() > 1 else torch.isfinite(x)
    if not bool(finite_rows.all()):
        found.add("nonfinite_inputs")
    labels_ok = (y >= 0) & (y < num_classes)
    if not bool(labels_ok.all()):
        found.add("labels_out_of_range")
    with torch.inference_mode():
        logits = model(x)
        if tuple(logits.shape) != (n, num_classes):
            found.add("bad_output_shape")
            return found
        usable = finite_rows.to(logits.device) & labels_ok.to(logits.device)
        if bool(usable.any()):
            loss = F.cross_entropy(logits[usable].float(), y.to(logits.device)[usable]).item()
            if abs(loss - math.log(num_classes)) > tol:
                found.add("initial_loss_off")
    return found
