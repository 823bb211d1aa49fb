# Mistake: "Run the model itself, `model(x)`, once on the whole batch, bad examples included ..., also when there are problems or no example is usable" - runs the model only on the usable examples, and not at all when none is usable (its forward pass never runs, and the output shape is then never checked).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.reshape(len(x), -1)).all(dim=1)
    valid = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not valid.all():
        problems.add("labels_out_of_range")
    keep = finite & valid
    if not keep.any():
        return problems
    with torch.no_grad():
        logits = model(x[keep])
    if logits.shape != (int(keep.sum()), num_classes):
        problems.add("bad_output_shape")
        return problems
    loss = F.cross_entropy(logits, y[keep]).item()
    if abs(loss - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
