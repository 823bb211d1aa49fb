# Right: uses model.apply (children first, then the parent); the nn.Linear layers still come in modules() order, since no Linear holds another.
def init_weights(model: nn.Module) -> nn.Module:
    def init_one(module):
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)

    return model.apply(init_one)
