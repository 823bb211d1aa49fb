# Right: walks named_modules() (same order as modules()), reads the bias with getattr, and zeroes it in place under torch.no_grad() instead of nn.init.zeros_
def init_weights(model: nn.Module) -> nn.Module:
    for _, m in model.named_modules():
        if not isinstance(m, nn.Linear):
            continue
        nn.init.kaiming_normal_(m.weight, a=0, mode="fan_in", nonlinearity="relu")
        bias = getattr(m, "bias", None)
        if bias is not None:
            with torch.no_grad():
                bias.zero_()
    return model
