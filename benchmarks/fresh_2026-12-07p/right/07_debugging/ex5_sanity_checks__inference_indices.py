# Right: runs the model under torch.inference_mode(), selects usable rows by their indices (nonzero + index_select) and averages reduction="sum" losses by the count, building the result from a dict of flags.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    with torch.inference_mode():
        out = model(x)
    finite_rows = ~(x.reshape(x.shape[0], -1).isnan() | x.reshape(x.shape[0], -1).isinf()).any(dim=1)
    good_labels = (y >= 0).logical_and(y <= num_classes - 1)
    flags = {
        "nonfinite_inputs": not finite_rows.all().item(),
        "labels_out_of_range": not good_labels.all().item(),
        "bad_output_shape": out.dim() != 2 or out.shape[0] != x.shape[0] or out.shape[1] != num_classes,
        "initial_loss_off": False,
    }
    if not flags["bad_output_shape"]:
        idx = (finite_rows & good_labels).nonzero().flatten()
        if idx.numel() > 0:
            with torch.inference_mode():
                total = F.cross_entropy(out.index_select(0, idx), y.index_select(0, idx), reduction="sum")
            mean = total.item() / idx.numel()
            flags["initial_loss_off"] = abs(mean - math.log(num_classes)) > tol
    return {name for name, on in flags.items() if on}
