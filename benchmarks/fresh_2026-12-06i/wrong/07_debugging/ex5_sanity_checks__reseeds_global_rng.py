# Mistake: "the inputs come back unchanged ... and global state as found" — calls torch.manual_seed(0) before the forward pass "so the initial loss is reproducible", resetting the caller's global random generator.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    torch.manual_seed(0)
    problems = set()
    finite_rows = torch.isfinite(x.reshape(len(x), -1)).all(dim=1)
    valid_labels = (y >= 0) & (y < num_classes)
    if not finite_rows.all():
        problems.add("nonfinite_inputs")
    if not valid_labels.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    usable = finite_rows & valid_labels
    if usable.any():
        loss = F.cross_entropy(logits[usable], y[usable]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
