# Right: walks named_modules() (same order as modules()), zeroes the bias through .detach().zero_() and passes a=0 explicitly, instead of modules() and nn.init.zeros_.
def init_weights(model: nn.Module) -> nn.Module:
    for _, module in model.named_modules():
        if not isinstance(module, nn.Linear):
            continue
        nn.init.kaiming_normal_(module.weight, a=0, mode="fan_in", nonlinearity="relu")
        bias = getattr(module, "bias", None)
        if bias is not None:
            bias.detach().zero_()
    return model
