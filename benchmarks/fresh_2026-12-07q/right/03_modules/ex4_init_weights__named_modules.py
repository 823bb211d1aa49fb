# Right: walks named_modules() (same order as modules()), zeroes the bias in place under no_grad, and passes the fan mode positionally via a = 0 default.
def init_weights(model: nn.Module) -> nn.Module:
    for _, m in model.named_modules():
        if not isinstance(m, nn.Linear):
            continue
        nn.init.kaiming_normal_(m.weight, a=0, mode="fan_in", nonlinearity="relu")
        if m.bias is not None:
            with torch.no_grad():
                m.bias.zero_()
    return model
