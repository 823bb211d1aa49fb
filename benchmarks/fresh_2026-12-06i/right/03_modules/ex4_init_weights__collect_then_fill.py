# Right: first collects the Linear layers from named_modules() (same order as modules()), then fills them under torch.no_grad() with kaiming_normal_ and bias.zero_(), touching neither modes nor requires_grad.
def init_weights(model: nn.Module) -> nn.Module:
    linears = [m for _, m in model.named_modules() if isinstance(m, nn.Linear)]
    with torch.no_grad():
        for layer in linears:
            nn.init.kaiming_normal_(layer.weight, a=0, mode="fan_in", nonlinearity="relu")
            if getattr(layer, "bias", None) is not None:
                layer.bias.zero_()
    return model
