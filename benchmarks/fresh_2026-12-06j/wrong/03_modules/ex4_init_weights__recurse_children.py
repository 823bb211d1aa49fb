# Mistake: "(also as the model itself) ... a model that is itself one layer": a hand-written recursion over children() never looks at model itself, so init_weights(nn.Linear(8, 4)) returns the layer with its default uniform weights and bias untouched.
def init_weights(model: nn.Module) -> nn.Module:
    for child in model.children():
        if isinstance(child, nn.Linear):
            nn.init.kaiming_normal_(child.weight, mode="fan_in", nonlinearity="relu")
            if child.bias is not None:
                nn.init.zeros_(child.bias)
        else:
            init_weights(child)        # go down into containers
    return model
