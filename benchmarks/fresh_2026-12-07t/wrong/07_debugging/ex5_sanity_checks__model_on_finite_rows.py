# Mistake: "Run the model itself, `model(x)`, exactly once, on the whole batch, bad examples included": it feeds the model only the examples whose inputs are finite, so with a NaN/inf input the model sees a smaller batch (an empty one when every example is non-finite).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x[finite])                    # NaN rows would only give NaN logits
    if logits.shape != (int(finite.sum()), num_classes):
        problems.add("bad_output_shape")
    else:
        keep = in_range[finite]
        if keep.any():
            loss = F.cross_entropy(logits[keep], y[finite][keep]).item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
