# Right: per-example losses on every row with the labels clamped into range (reduction="none"), then the usable rows selected by a boolean mask before the mean; runs under torch.inference_mode().
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = set()
    n = len(x)
    finite = torch.isfinite(x.reshape(n, -1)).all(dim=1)
    valid = (y >= 0) & (y < num_classes)
    if not bool(finite.all()):
        found.add("nonfinite_inputs")
    if not bool(valid.all()):
        found.add("labels_out_of_range")
    with torch.inference_mode():
        logits = model(x)
        if logits.shape != torch.Size([n, num_classes]):
            found.add("bad_output_shape")
            return found
        per_example = F.cross_entropy(logits, y.clamp(0, num_classes - 1), reduction="none")
        usable = finite & valid
        if bool(usable.any()):
            mean = per_example[usable].mean().item()
            if abs(mean - math.log(num_classes)) > tol:
                found.add("initial_loss_off")
    return found
