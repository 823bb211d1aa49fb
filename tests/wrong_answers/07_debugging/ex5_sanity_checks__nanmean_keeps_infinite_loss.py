# Diagnosis: loss-over-bad-examples
# Pitfall: "Compute it only over the examples whose inputs are finite and whose labels are in range" — masks the labels only and relies on torch.nanmean to drop the bad inputs' rows; a row with an infinite input can give an infinite (not NaN) loss, which nanmean keeps, and "initial_loss_off" is reported for a healthy model.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    labels_ok = (y >= 0) & (y < num_classes)
    if not labels_ok.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    if labels_ok.any():
        per_example = F.cross_entropy(out[labels_ok], y[labels_ok], reduction="none")
        loss = torch.nanmean(per_example)
        if not torch.isnan(loss) and abs(loss.item() - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
