# Right: the Linear layers (subclasses and frozen ones included) filtered from model.modules() in its order; nn.init fills the existing tensors under no_grad, so requires_grad, parameter objects and modes are untouched; the model itself is returned.
def init_weights(model: nn.Module) -> nn.Module:
    for layer in filter(lambda m: isinstance(m, nn.Linear), model.modules()):
        torch.nn.init.kaiming_normal_(layer.weight, a=0, mode="fan_in", nonlinearity="relu")
        if getattr(layer, "bias", None) is not None:
            torch.nn.init.zeros_(layer.bias)
    return model
