# Right: computes the per-example loss over the whole batch with a clamped COPY of the labels (`reduction="none"`), then averages only the usable rows with a boolean mask (NaN rows are dropped by the mask before the mean).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    issues = set()
    usable_x = torch.isfinite(x.flatten(1)).all(dim=1)
    usable_y = (0 <= y) & (y < num_classes)
    if (~usable_x).any():
        issues.add("nonfinite_inputs")
    if (~usable_y).any():
        issues.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
        if list(out.shape) != [len(x), num_classes]:
            issues.add("bad_output_shape")
            return issues
        usable = usable_x & usable_y
        if int(usable.sum()) == 0:
            return issues
        per_example = F.cross_entropy(out, y.clamp(0, num_classes - 1), reduction="none")
        mean_loss = per_example[usable].mean().item()
    if abs(mean_loss - math.log(num_classes)) > tol:
        issues.add("initial_loss_off")
    return issues
