# Mistake: "`model`: a model nested to any depth ... (also as the model itself) ... a model that is itself one layer" — walks the tree recursively through children() only, never looking at model itself, so init_weights(nn.Linear(4, 3)) leaves the layer untouched.
def init_weights(model: nn.Module) -> nn.Module:
    def visit(parent):
        for child in parent.children():
            if isinstance(child, nn.Linear):
                nn.init.kaiming_normal_(child.weight, mode="fan_in", nonlinearity="relu")
                if child.bias is not None:
                    nn.init.zeros_(child.bias)
            visit(child)                               # however deeply nested

    visit(model)
    return model
